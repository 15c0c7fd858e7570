// The circular 1:1 crop over a 500x350 area (narrower on small screens) with a zoom slider.
import '@mantine/core/styles/Slider.css';
import { Box, Slider } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import classes from './avatar-cropper.module.css';

interface AvatarCropperProps {
  imageUrl: string;
  onCropComplete: (area: Area) => void;
  onImageError: () => void;
}

export function AvatarCropper({ imageUrl, onCropComplete, onImageError }: AvatarCropperProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <>
      <Box className={classes.area}>
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={3}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => onCropComplete(pixels)}
          mediaProps={{ alt: '', onError: onImageError }}
          cropperProps={{
            role: 'application',
            'aria-label': t('profileEditor.files.avatar.cropArea'),
          }}
        />
      </Box>
      <div className={classes.zoom}>
        <IconZoomOut size={18} aria-hidden />
        <Slider
          value={zoom}
          onChange={setZoom}
          min={1}
          max={3}
          step={0.01}
          label={null}
          thumbLabel={t('profileEditor.files.avatar.zoom')}
          className={classes.slider}
        />
        <IconZoomIn size={18} aria-hidden />
      </div>
    </>
  );
}
