import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { useT } from '../../i18n/react';
import { useToast } from '../../toasts/Toasts';
import { useHydrated } from './hydrated';
import { canonicalUrl, shareLink } from './share';
import './place.css';

/**
 * The Share button of activity, availability and article pages (issue 20 §5): the share sheet where the
 * browser has one, else the canonical link copied with a toast; when the clipboard is refused, an error toast
 * and the link shown selectable beside the button. Cancelling the share sheet says nothing. It renders once
 * the page is live in the browser, so a tap before hydration never meets a dead button.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useT();
  const toast = useToast();
  const hydrated = useHydrated();
  const [shown, setShown] = useState<string | null>(null);
  if (!hydrated) return null;
  const share = async () => {
    const url = canonicalUrl(document);
    const outcome = await shareLink({ title, url }, navigator);
    if (outcome === 'copied') {
      setShown(null);
      toast.form.success(t('place.share.copied'));
    } else if (outcome === 'refused') {
      setShown(url);
      toast.form.error(new Error(t('place.share.refused')));
    }
  };
  return (
    <div className="share">
      <Button className="button share__button" onPress={() => void share()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="share__icon">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="18" cy="5" r="3" />
            <circle cx="6" cy="12" r="3" />
            <circle cx="18" cy="19" r="3" />
            <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
          </g>
        </svg>
        {t('place.share.button')}
      </Button>
      {shown ? (
        <TextField className="field share__link" value={shown} isReadOnly>
          <Label>{t('place.share.linkLabel')}</Label>
          <Input onFocus={(event) => event.currentTarget.select()} />
        </TextField>
      ) : null}
    </div>
  );
}
