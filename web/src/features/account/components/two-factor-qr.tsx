import { Box } from '@chakra-ui/react';
import { encode } from 'uqr';

type TwoFactorQrProps = { value: string; label: string };

/**
 * The otpauth address as a QR code: an SVG path drawn from uqr's module matrix (no script, no
 * canvas). This module and uqr are their own chunk, loaded only by the setup step that shows it.
 */
export const TwoFactorQr = ({ value, label }: TwoFactorQrProps) => {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <Box bg="white" color="black" p="2" borderWidth="1px" borderRadius="md" alignSelf="start">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="192"
        height="192"
        role="img"
        aria-label={label}
        data-testid="two-factor-qr"
        shapeRendering="crispEdges"
      >
        <path d={path} fill="currentColor" />
      </svg>
    </Box>
  );
};
