// The advert's video: YouTube plays embedded (privacy-enhanced host, which the page's content
// security policy allows); a videomyjob video opens on its own site.
import type { CareersJobAdvert } from '@talent/contract';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = parsed.pathname.split('/').filter(Boolean);
    id =
      first === 'watch'
        ? parsed.searchParams.get('v')
        : first && ['embed', 'shorts', 'live'].includes(first)
          ? (second ?? null)
          : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export type AdvertVideo =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'videomyjob'; url: string }
  | null;

export function advertVideo(
  job: Pick<CareersJobAdvert, 'videoType' | 'youtubeUrl' | 'videoUrl'>,
): AdvertVideo {
  if (job.videoType === 'youtube' || (!job.videoType && job.youtubeUrl)) {
    const id = youtubeId(job.youtubeUrl ?? job.videoUrl ?? '');
    return id
      ? { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  }
  if (job.videoType === 'videomyjob' && job.videoUrl && /^https:\/\//i.test(job.videoUrl))
    return { kind: 'videomyjob', url: job.videoUrl };
  return null;
}
