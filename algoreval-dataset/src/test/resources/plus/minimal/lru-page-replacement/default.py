# Contract-minimal: a list of frames and a last-use time per frame, both scanned linearly (frameCount is at most 16).
def lruPageReplacement(pages, frameCount):
    frames = [-1] * frameCount
    last_use = [0] * frameCount
    out = []
    for time, page in enumerate(pages):
        if page in frames:
            slot = frames.index(page)
        elif -1 in frames:
            slot = frames.index(-1)
        else:
            slot = min(range(frameCount), key=lambda f: last_use[f])
        frames[slot] = page
        last_use[slot] = time
        out.append(list(frames))
    return out
