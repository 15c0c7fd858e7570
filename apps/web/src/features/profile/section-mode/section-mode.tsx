// The profile editor's one-section-at-a-time rule (spec 2 sections 2.3, 4.3). Each editable
// section (or list entry, such as one role) has a mode: Empty, Display, Create, Edit or Delete.
// While one section is in Create, Edit or Delete, every other section is dimmed and its actions
// are disabled. Sections register by id; the provider holds which one is active.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type SectionMode = 'Empty' | 'Display' | 'Create' | 'Edit' | 'Delete';

/** Create, Edit and Delete take the page's one editing slot. */
export const isEditingMode = (mode: SectionMode) =>
  mode === 'Create' || mode === 'Edit' || mode === 'Delete';

interface ActiveSectionContextValue {
  activeId: string | null;
  /** Takes the editing slot; false when another section holds it. */
  claim: (id: string) => boolean;
  release: (id: string) => void;
}

const ActiveSectionContext = createContext<ActiveSectionContextValue | null>(null);

export function SectionModeProvider({ children }: { children: ReactNode }) {
  const [activeId, setActiveId] = useState<string | null>(null);
  // The ref answers claims synchronously (two clicks in one tick cannot both win); the state
  // re-renders the sections.
  const activeRef = useRef<string | null>(null);
  const claim = useCallback((id: string) => {
    if (activeRef.current !== null && activeRef.current !== id) return false;
    activeRef.current = id;
    setActiveId(id);
    return true;
  }, []);
  const release = useCallback((id: string) => {
    if (activeRef.current !== id) return;
    activeRef.current = null;
    setActiveId(null);
  }, []);
  const value = useMemo(() => ({ activeId, claim, release }), [activeId, claim, release]);
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>;
}

function useActiveSection() {
  const context = useContext(ActiveSectionContext);
  if (!context) throw new Error('Profile sections must be inside SectionModeProvider');
  return context;
}

export interface SectionModeApi {
  mode: SectionMode;
  /** Another section is being edited: dim this one and disable its actions. */
  locked: boolean;
  startCreate: () => void;
  startEdit: () => void;
  startDelete: () => void;
  /** Delete confirmation cancelled: back to Edit. */
  cancelDelete: () => void;
  /** Save, cancel or delete finished: back to Display, or Empty when there is nothing to show. */
  finish: () => void;
}

/**
 * The mode of one section. `isEmpty` says whether the section has content to display; a
 * section that is not editing shows Empty or Display from it. `initialMode` lets a new list
 * entry (a role without an id) start in Create.
 */
export function useSectionMode(
  id: string,
  isEmpty: boolean,
  initialMode?: 'Create',
): SectionModeApi {
  const { activeId, claim, release } = useActiveSection();
  const [editing, setEditing] = useState<Exclude<SectionMode, 'Empty' | 'Display'> | null>(
    initialMode ?? null,
  );
  // A section that starts in Create (a new role) takes the slot once mounted, and gives it back
  // if it unmounts while editing.
  useEffect(() => {
    if (initialMode && !claim(id)) setEditing(null);
    return () => release(id);
  }, [claim, release, id, initialMode]);
  const locked = activeId !== null && activeId !== id;
  const enter = useCallback(
    (mode: 'Create' | 'Edit' | 'Delete') => {
      if (claim(id)) setEditing(mode);
    },
    [claim, id],
  );
  const finish = useCallback(() => {
    setEditing(null);
    release(id);
  }, [release, id]);
  return {
    mode: editing ?? (isEmpty ? 'Empty' : 'Display'),
    locked,
    startCreate: useCallback(() => enter('Create'), [enter]),
    startEdit: useCallback(() => enter('Edit'), [enter]),
    startDelete: useCallback(() => enter('Delete'), [enter]),
    cancelDelete: useCallback(() => enter('Edit'), [enter]),
    finish,
  };
}

/** Whether any section is being edited (e.g. to disable page-level actions). */
export function useAnySectionActive(): boolean {
  return useActiveSection().activeId !== null;
}
