import { useState, type DragEvent } from "react";

/**
 * Drag-and-drop of files onto an element: spread `handlers` on it; `isDragging` says when files
 * hover over it (for a visible drop target). Other drags (text, links) pass through untouched.
 */
export function useFileDrop(onFiles: (files: File[]) => void, multiple = true) {
  // Counted, because dragging over a child element fires leave on the parent before enter on the child.
  const [dragDepth, setDragDepth] = useState(0);
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragDepth((depth) => depth + 1);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      // Without this the browser opens the dropped PDF instead of handing it to us.
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: () => setDragDepth((depth) => Math.max(depth - 1, 0)),
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragDepth(0);
      const files = Array.from(event.dataTransfer.files).slice(0, multiple ? undefined : 1);
      if (files.length > 0) onFiles(files);
    },
  };
  return { isDragging: dragDepth > 0, handlers };
}
