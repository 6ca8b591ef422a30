import { useState, type DragEvent } from 'react';

/**
 * A drop zone for one file (the upload dialog's local tab, the cover picker): the zone's class, marked while a
 * file is dragged over it, and its drag handlers; the first dropped file goes to `onFile`.
 */
export function useFileDrop(onFile: (file: File | undefined) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    /** Spread on the zone's element. */
    zone: {
      className: `upload__zone${dragging ? ' upload__zone--dragging' : ''}`,
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        if (!dragging) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        onFile(event.dataTransfer.files[0]);
      },
    },
  };
}
