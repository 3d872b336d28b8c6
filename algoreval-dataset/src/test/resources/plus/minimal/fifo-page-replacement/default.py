# Contract-minimal: a list of frames scanned linearly (frameCount is at most 16) and a list of frame numbers in load order.
def fifoPageReplacement(pages, frameCount):
    frames = [-1] * frameCount
    loaded = []
    out = []
    for page in pages:
        if page not in frames:
            if -1 in frames:
                slot = frames.index(-1)
            else:
                slot = loaded.pop(0)
            frames[slot] = page
            loaded.append(slot)
        out.append(list(frames))
    return out
