def lruPageReplacement(pages, frameCount):
    frames = [-1] * frameCount
    last_used = [0] * frameCount  # time of the latest reference to each frame's page
    snapshots = []
    for time, page in enumerate(pages):
        if page in frames:
            slot = frames.index(page)
        elif -1 in frames:
            slot = frames.index(-1)
        else:
            slot = min(range(frameCount), key=lambda f: last_used[f])
        frames[slot] = page
        last_used[slot] = time
        snapshots.append(list(frames))
    return snapshots


if __name__ == "__main__":
    pages = [1, 2, 3, 2, 5, 1, 2, 5, 1, 2, 3, 1, 5, 6, 1, 5, 4, 5]
    for frame_count in (3, 4):
        snapshots = lruPageReplacement(pages, frame_count)
        faults = 0
        previous = [-1] * frame_count
        for page, frames in zip(pages, snapshots):
            fault = page not in previous
            faults += fault
            if frame_count == 3:
                shown = " ".join("-" if f == -1 else str(f) for f in frames)
                print(f"{page}: {shown} {'fault' if fault else 'hit'}")
            previous = frames
        print(f"faults with {frame_count} frames: {faults}")
