import { Image, Text } from '@mantine/core';
import { toSVG } from 'bwip-js/browser';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A code128 barcode; values code128 cannot carry fall back to the text. */
function Barcode({ value }: { value: string }) {
  const { t } = useTranslation();
  const source = useMemo(() => {
    try {
      return svgDataUrl(
        toSVG({ bcid: 'code128', text: value, scale: 2, height: 10, includetext: true, textxalign: 'center' }),
      );
    } catch {
      return null;
    }
  }, [value]);
  if (!source)
    return (
      <Text fz="xs" c="dimmed">
        {t('products.codes.not_renderable')}
      </Text>
    );
  return <Image src={source} alt={t('products.codes.barcode_alt', { code: value })} h={56} w="auto" fit="contain" />;
}

function QrCode({ value }: { value: string }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => current && setSource(svgDataUrl(svg)))
      .catch(() => current && setSource(null));
    return () => {
      current = false;
    };
  }, [value]);
  if (!source) return null;
  return <Image src={source} alt={t('products.codes.qr_alt', { code: value })} h={72} w={72} fit="contain" />;
}

/**
 * The code drawn as it will be scanned. The SVG goes through an <img> (a data URL), so that a value typed by
 * a merchant can never run as markup in the page.
 */
export function CodeImage({ value, type }: { value: string; type: 'barCode' | 'qrCode' }) {
  return type === 'qrCode' ? <QrCode value={value} /> : <Barcode value={value} />;
}
