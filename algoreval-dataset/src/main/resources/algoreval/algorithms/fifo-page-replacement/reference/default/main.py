from collections import deque


def fifoPageReplacement(pages, frameCount):
    frames = [-1] * frameCount
    frame_of = {}  # resident page -> frame number
    load_order = deque()  # resident pages, earliest loaded first
    snapshots = []
    for page in pages:
        if page not in frame_of:
            if len(frame_of) < frameCount:
                slot = frames.index(-1)
            else:
                victim = load_order.popleft()
                slot = frame_of.pop(victim)
            frames[slot] = page
            frame_of[page] = slot
            load_order.append(page)
        snapshots.append(list(frames))
    return snapshots


if __name__ == "__main__":
    pages = [5, 3, 4, 2, 1, 3, 4, 5, 3, 4, 0, 5, 0, 2, 5, 0]
    for frame_count in (3, 4):
        snapshots = fifoPageReplacement(pages, frame_count)
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
