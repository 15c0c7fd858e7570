// Body of the 'Edit Profile Photo' dialog (spec 2 sections 2.2, 4.3, 5); the title comes from the
// route. Loads the existing original, lets the talent browse for a png or jpeg, crops it to a
// circle, and on Update uploads the cropped png and then the original.
import { Alert, Button, Center, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconUserCircle } from '@tabler/icons-react';
import {
  extractErrorMessage,
  filesMessages,
  formatMaxSize,
  MAX_AVATAR_BYTES,
} from '@talent/contract';
import { useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../shared/lib/http';
import { useBusinessCard } from '../business-card/api/get-business-card';
import { useProfilePhotoOriginal } from '../files/api/get-profile-photo-original';
import { useUploadProfilePhoto } from '../files/api/upload-profile-photo';
import { AvatarCropper } from '../files/avatar/avatar-cropper';
import { cropToPng } from '../files/avatar/crop-image';
import { photoFileProblem } from '../files/file-rules';

interface ChosenImage {
  blob: Blob;
  url: string;
}

const uploadErrorMessage = (error: unknown) =>
  error instanceof HttpError
    ? extractErrorMessage(error.body, filesMessages.uploadFailed)
    : filesMessages.uploadFailed;

export function EditAvatarModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The original exists only when the card has a photo; when the card cannot tell, ask anyway.
  const card = useBusinessCard();
  const mayHaveOriginal = card.isError || Boolean(card.data?.avatarUrl);
  const original = useProfilePhotoOriginal(mayHaveOriginal);
  const upload = useUploadProfilePhoto();
  const [chosen, setChosen] = useState<Blob | null>(null);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cropping, setCropping] = useState(false);

  // The image shown: the file just chosen, else the existing original.
  const source = chosen ?? original.data ?? null;
  useEffect(() => {
    if (!source) return setImage(null);
    const url = URL.createObjectURL(source);
    setImage({ blob: source, url });
    setArea(null);
    return () => URL.revokeObjectURL(url);
  }, [source]);

  const onBrowse = (file: File | null) => {
    if (!file) return;
    const reason = photoFileProblem(file);
    setProblem(reason);
    if (!reason) setChosen(file);
  };

  const busy = upload.isPending || cropping;
  const loading = (card.isPending || (mayHaveOriginal && original.isPending)) && !chosen;

  const onUpdate = async () => {
    if (!image) return;
    setCropping(true);
    let cropped: Blob;
    try {
      cropped = await cropToPng(image.url, area);
    } catch {
      setCropping(false);
      setProblem(filesMessages.avatarWrongType);
      return;
    }
    setCropping(false);
    const extension = image.blob.type === 'image/png' ? 'png' : 'jpg';
    upload.mutate(
      { cropped, original: image.blob, originalName: `original.${extension}` },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('profileEditor.files.avatar.updated'),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          navigate('..');
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: uploadErrorMessage(error),
            closeButtonProps: { 'aria-label': t('common.close') },
          }),
      },
    );
  };

  return (
    <Stack gap="md">
      {loading ? (
        <Center mih={200} role="status" aria-label={t('profileEditor.files.avatar.loading')}>
          <Loader />
        </Center>
      ) : image ? (
        <AvatarCropper
          key={image.url}
          imageUrl={image.url}
          onCropComplete={setArea}
          onImageError={() => {
            setProblem(filesMessages.avatarWrongType);
            setChosen(null);
          }}
        />
      ) : (
        <Stack align="center" gap="xs" py="xl" c="dimmed">
          <IconUserCircle size={64} stroke={1.2} aria-hidden />
          <Text ta="center" size="sm">
            {t('profileEditor.files.avatar.chooseImage')}
          </Text>
        </Stack>
      )}
      {problem && (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      {original.isError && !chosen && (
        <Alert color="red" p="xs">
          {uploadErrorMessage(original.error)}
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <FileButton onChange={onBrowse} accept="image/png,image/jpeg">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                disabled={busy}
              >
                {t('profileEditor.files.avatar.browse')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('profileEditor.files.avatar.formats', { size: formatMaxSize(MAX_AVATAR_BYTES) })}
          </Text>
        </Group>
        <Button onClick={onUpdate} disabled={loading || busy || !image} loading={busy} ml="auto">
          {t('profileEditor.files.avatar.update')}
        </Button>
      </Group>
    </Stack>
  );
}
