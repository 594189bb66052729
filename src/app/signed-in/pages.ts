// The signed-in app's own pages (not modules): dashboard, profile and the platform admin's pages. With the
// module registry (modules.ts) this is every path the signed-in app serves; routes and titles come from here.
import type { Bilingual } from '@/lib/i18n'
import type { LazyPage } from '../modules'

export type AppPage = {
  path: string
  title: Bilingual
  description: Bilingual
  load: LazyPage
  adminOnly?: boolean
  /** Only for the owner of a company (not its staff, not the platform admin): the staff page. */
  ownerOnly?: boolean
}

export const APP_PAGES: readonly AppPage[] = [
  {
    path: '/dashboard',
    title: { en: 'Dashboard', hi: 'डैशबोर्ड' },
    description: {
      en: 'Your company, subscription and devices at a glance.',
      hi: 'आपकी कंपनी, सब्सक्रिप्शन और डिवाइस एक नज़र में।',
    },
    load: () => import('../pages/dashboard-page'),
  },
  {
    path: '/profile',
    title: { en: 'Profile', hi: 'प्रोफ़ाइल' },
    description: {
      en: 'Your e-mail, password and signed-in devices.',
      hi: 'आपका ई-मेल, पासवर्ड और साइन इन डिवाइस।',
    },
    load: () => import('../pages/profile-page'),
  },
  {
    path: '/staff',
    title: { en: 'Staff', hi: 'स्टाफ़' },
    description: {
      en: 'Invite your staff, set what each one may do, and manage their devices.',
      hi: 'अपने स्टाफ़ को बुलाएँ, तय करें कि हर कोई क्या कर सकता है, और उनके डिवाइस सँभालें।',
    },
    load: () => import('../pages/staff-page'),
    ownerOnly: true,
  },
  {
    path: '/admin/dashboard',
    title: { en: 'Admin dashboard', hi: 'एडमिन डैशबोर्ड' },
    description: {
      en: 'Manage AutoBahi Pro accounts: access per module, validity and device limits.',
      hi: 'AutoBahi Pro खाते सँभालें: हर मॉड्यूल की पहुँच, वैधता और डिवाइस सीमा।',
    },
    load: () => import('../pages/admin/admin-dashboard-page'),
    adminOnly: true,
  },
  {
    path: '/admin/users',
    title: { en: 'User management', hi: 'यूज़र प्रबंधन' },
    description: {
      en: 'Every account with its access, validity and devices.',
      hi: 'हर खाता, उसकी पहुँच, वैधता और डिवाइस के साथ।',
    },
    load: () => import('../pages/admin/admin-users-page'),
    adminOnly: true,
  },
]

/** Short paths that open a page of the list. */
export const APP_REDIRECTS: Readonly<Record<string, string>> = { '/admin': '/admin/dashboard' }
