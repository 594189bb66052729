import type { SettingsEditor } from '../hooks/use-settings-editor'
import { useSettingsStrings } from '../settings-strings'
import { Section } from './form-parts'
import { ImageField } from './image-field'

/** Company logo and UPI QR code, uploaded now and saved with the settings. */
export function ImagesSection({ editor }: { editor: SettingsEditor }) {
  const t = useSettingsStrings()
  const { form, update, userId, online, readOnly } = editor
  if (!form) return null
  return (
    <Section id="images" title={t('secImages')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <ImageField
          label={t('logo')}
          name="logo"
          url={form.company_logo_url}
          userId={userId}
          online={online}
          disabled={readOnly}
          onUrl={(company_logo_url) => update({ company_logo_url })}
        />
        <ImageField
          label={t('upiQr')}
          name="upi-qr"
          url={form.upi_qr_code_url}
          userId={userId}
          online={online}
          disabled={readOnly}
          onUrl={(upi_qr_code_url) => update({ upi_qr_code_url })}
        />
      </div>
    </Section>
  )
}
