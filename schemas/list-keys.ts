// Newest-first lists need an index read forwards: RxDB's query planner cannot walk an index backwards, so a
// 'desc' sort reads and sorts every matching record (tens of seconds over 50,000 job cards). Each list
// therefore has a key that grows as the date falls; the data layer sets it on every write.

/** Above any epoch millisecond until the year 2286, below 2^53. */
const MS_CEILING = 9_999_999_999_999

/** Job cards: newest opened first. */
export function jobCardListKey(openedAt: number): number {
  return MS_CEILING - openedAt
}

/** Bookings: newest booking date first — each digit of YYYY-MM-DD replaced by 9 minus itself. */
export function bookingListKey(bookingDate: string): string {
  return bookingDate.replace(/\d/g, (d) => String(9 - Number(d)))
}
