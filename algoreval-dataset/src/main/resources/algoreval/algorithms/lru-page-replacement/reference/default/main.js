function lruPageReplacement(pages, frameCount) {
  const frames = new Array(frameCount).fill(-1);
  const lastUsed = new Array(frameCount).fill(-1); // time of the latest reference to each frame's page
  const snapshots = [];
  pages.forEach((page, t) => {
    let slot = frames.indexOf(page);
    if (slot < 0) slot = frames.indexOf(-1);
    if (slot < 0) slot = lastUsed.indexOf(Math.min(...lastUsed)); // evict the least recently used page
    frames[slot] = page;
    lastUsed[slot] = t;
    snapshots.push(frames.slice());
  });
  return snapshots;
}

const pages = [1, 2, 3, 2, 5, 1, 2, 5, 1, 2, 3, 1, 5, 6, 1, 5, 4, 5];
for (const frameCount of [3, 4]) {
  const snapshots = lruPageReplacement(pages, frameCount);
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
