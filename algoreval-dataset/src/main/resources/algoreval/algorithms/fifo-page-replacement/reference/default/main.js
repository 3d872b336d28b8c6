function fifoPageReplacement(pages, frameCount) {
  const frames = new Array(frameCount).fill(-1);
  const frameOf = new Map(); // resident page -> frame number
  const loadOrder = []; // resident pages, earliest loaded first
  const snapshots = [];
  for (const page of pages) {
    if (!frameOf.has(page)) {
      let slot;
      if (frameOf.size < frameCount) {
        slot = frames.indexOf(-1);
      } else {
        const victim = loadOrder.shift();
        slot = frameOf.get(victim);
        frameOf.delete(victim);
      }
      frames[slot] = page;
      frameOf.set(page, slot);
      loadOrder.push(page);
    }
    snapshots.push(frames.slice());
  }
  return snapshots;
}

const pages = [5, 3, 4, 2, 1, 3, 4, 5, 3, 4, 0, 5, 0, 2, 5, 0];
for (const frameCount of [3, 4]) {
  const snapshots = fifoPageReplacement(pages, frameCount);
  let previous = new Array(frameCount).fill(-1);
  let faults = 0;
  pages.forEach((page, i) => {
    const fault = !previous.includes(page);
    if (fault) faults++;
    if (frameCount === 3) {
      const shown = snapshots[i].map((f) => (f === -1 ? "-" : String(f))).join(" ");
      console.log(`${page}: ${shown} ${fault ? "fault" : "hit"}`);
    }
    previous = snapshots[i];
  });
  console.log(`faults with ${frameCount} frames: ${faults}`);
}
