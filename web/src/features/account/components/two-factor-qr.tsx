import { QrCode } from '@chakra-ui/react';

type TwoFactorQrProps = { value: string; label: string };

/** The otpauth address as a QR code (SVG, no script): its own chunk, loaded only by the setup step that shows it. */
export const TwoFactorQr = ({ value, label }: TwoFactorQrProps) => (
  <QrCode.Root value={value} size="xl" aria-label={label} role="img" data-testid="two-factor-qr">
    <QrCode.Frame>
      <QrCode.Pattern />
    </QrCode.Frame>
  </QrCode.Root>
);
