import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isExternalLink, linkTarget, splitHref, withoutLanguage } from '../../core/site/index';
import { useT } from '../i18n/react';
import { useWebsite } from './website';

export interface LocalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

/**
 * Every link of the site. Internal paths go through the router, whose basepath is the URL's language, so
 * they carry the prefix (part 1 §2 "Links are prefixed with the current language code"); external ones
 * (http and not this site's hostname) open in a new tab without access to the opener; `#`, mailto and tel
 * stay plain anchors.
 */
export function LocalLink({ href, className, children, onClick, ...rest }: LocalLinkProps) {
  const { language } = useT();
  const website = useWebsite();
  if (!href.startsWith('/') || href.startsWith('//') || isExternalLink(href, website.hostname)) {
    return (
      <a
        href={href}
        className={className}
        onClick={onClick}
        {...linkTarget(href, website.hostname)}
        {...rest}
      >
        {children}
      </a>
    );
  }
  const { pathname, search } = splitHref(href);
  return (
    <RouterLink
      to={withoutLanguage(pathname, language)}
      search={Object.fromEntries(new URLSearchParams(search))}
      className={className}
      onClick={onClick}
      {...rest}
    >
      {children}
    </RouterLink>
  );
}
