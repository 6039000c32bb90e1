import { describe, expect, it } from 'vitest';
import { makeSession } from '../../test/factories';
import {
  clearOfflineCopies,
  offlineCopyKey,
  readOfflineCopy,
  saveOfflineCopy,
} from './offline-copies';
import { signOut, startSession } from './session';

describe('offline copies', () => {
  it('keeps a copy under its own key and reads it back', () => {
    saveOfflineCopy('carteirinha:10:5', { numero: '123' });
    expect(localStorage.getItem(offlineCopyKey('carteirinha:10:5'))).toBe('{"numero":"123"}');
    expect(readOfflineCopy('carteirinha:10:5')).toEqual({ numero: '123' });
    expect(readOfflineCopy('carteirinha:20:9')).toBeNull();
  });

  it('reads an unreadable copy as none', () => {
    localStorage.setItem(offlineCopyKey('carteirinha:10:5'), '{not json');
    expect(readOfflineCopy('carteirinha:10:5')).toBeNull();
  });

  it('clears only its own keys', () => {
    localStorage.setItem('other', 'kept');
    saveOfflineCopy('a', 1);
    saveOfflineCopy('b', 2);
    clearOfflineCopies();
    expect(readOfflineCopy('a')).toBeNull();
    expect(readOfflineCopy('b')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
  });

  it('are removed at logout, so the next person on the phone finds no card', () => {
    startSession(makeSession(), true);
    saveOfflineCopy('carteirinha:10:5', { numero: '123' });
    signOut();
    expect(readOfflineCopy('carteirinha:10:5')).toBeNull();
  });

  it('are removed at a new login', () => {
    saveOfflineCopy('carteirinha:10:5', { numero: '123' });
    startSession(makeSession(), false);
    expect(readOfflineCopy('carteirinha:10:5')).toBeNull();
  });
});
