import { Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Big enough for a cashier's phone to read at arm's length. */
const QR_SIZE = 264;

/**
 * The code as a black-on-white QR (SVG, so it stays sharp at any zoom), with a quiet zone of 4
 * modules and medium error correction (a scratched screen still reads).
 */
export async function codeQrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR of the customer's current code, and the same 6 digits printed for typing. */
export function CardCodeQr({ code }: { code: string }) {
  const [drawn, setDrawn] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    void codeQrDataUrl(code).then((url) => {
      if (current) setDrawn({ code, url });
    });
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <Stack gap="xs" align="center">
      <Center w={QR_SIZE} h={QR_SIZE} bg="white">
        {drawn?.code === code ? (
          <Image src={drawn.url} w={QR_SIZE} h={QR_SIZE} alt={`Código QR ${code}`} />
        ) : (
          <Skeleton w={QR_SIZE} h={QR_SIZE} />
        )}
      </Center>
      <Text ff="monospace" fz={36} fw={700} lts={6} lh={1} data-testid="card-code">
        {code}
      </Text>
    </Stack>
  );
}
