import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../ui/toast.tsx';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  clearCookies();
  document.body.className = '';
  document.title = '';
});
