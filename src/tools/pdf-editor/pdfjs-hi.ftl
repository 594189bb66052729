# Hindi for the pdf.js labels our editor screen shows (page landmarks, the editors' own labels, their
# toolbars, resize handles and highlight colours). Every other pdf.js message falls back to its English.

pdfjs-page-landmark =
    .aria-label = पृष्ठ { $page }
pdfjs-rendering-error = पृष्ठ दिखाते समय गड़बड़ी हुई।
pdfjs-text-annotation-type =
    .alt = [{ $type } टिप्पणी]

pdfjs-free-text2 =
    .aria-label = पाठ संपादक
    .default-content = लिखना शुरू करें…
pdfjs-editor-ink-editor =
    .aria-label = ड्रॉइंग संपादक
pdfjs-editor-highlight-editor =
    .aria-label = हाइलाइट संपादक
pdfjs-editor-stamp-editor =
    .aria-label = चित्र संपादक
pdfjs-editor-signature-editor1 =
    .aria-description = हस्ताक्षर संपादक: { $description }

pdfjs-editor-remove-ink-button =
    .title = ड्रॉइंग हटाएँ
pdfjs-editor-remove-freetext-button =
    .title = पाठ हटाएँ
pdfjs-editor-remove-stamp-button =
    .title = चित्र हटाएँ
pdfjs-editor-remove-highlight-button =
    .title = हाइलाइट हटाएँ
pdfjs-editor-remove-signature-button =
    .title = हस्ताक्षर हटाएँ

pdfjs-editor-alt-text-button =
    .aria-label = वैकल्पिक पाठ
pdfjs-editor-alt-text-button-label = वैकल्पिक पाठ
pdfjs-editor-alt-text-edit-button =
    .aria-label = वैकल्पिक पाठ बदलें
pdfjs-editor-alt-text-decorative-tooltip = सजावटी चिह्नित

pdfjs-editor-resizer-top-left =
    .aria-label = ऊपर बायाँ कोना — आकार बदलें
pdfjs-editor-resizer-top-middle =
    .aria-label = ऊपर बीच — आकार बदलें
pdfjs-editor-resizer-top-right =
    .aria-label = ऊपर दायाँ कोना — आकार बदलें
pdfjs-editor-resizer-middle-right =
    .aria-label = बीच दायाँ — आकार बदलें
pdfjs-editor-resizer-bottom-right =
    .aria-label = नीचे दायाँ कोना — आकार बदलें
pdfjs-editor-resizer-bottom-middle =
    .aria-label = नीचे बीच — आकार बदलें
pdfjs-editor-resizer-bottom-left =
    .aria-label = नीचे बायाँ कोना — आकार बदलें
pdfjs-editor-resizer-middle-left =
    .aria-label = बीच बायाँ — आकार बदलें

pdfjs-editor-highlight-colorpicker-label = हाइलाइट का रंग
pdfjs-editor-colorpicker-button =
    .title = रंग बदलें
pdfjs-editor-colorpicker-dropdown =
    .aria-label = रंग चुनें
pdfjs-editor-colorpicker-yellow =
    .title = पीला
pdfjs-editor-colorpicker-green =
    .title = हरा
pdfjs-editor-colorpicker-blue =
    .title = नीला
pdfjs-editor-colorpicker-pink =
    .title = गुलाबी
pdfjs-editor-colorpicker-red =
    .title = लाल
