# Minimal: Gx and Gy summed directly from clamped neighbours, |Gx| + |Gy| capped at 255; O(rows*cols*9).
def prewittEdge(image):
    rows = len(image)
    cols = len(image[0])

    def at(r, c):
        return image[min(max(r, 0), rows - 1)][min(max(c, 0), cols - 1)]

    out = []
    for r in range(rows):
        row = []
        for c in range(cols):
            gx = 0
            gy = 0
            for d in (-1, 0, 1):
                gx += at(r + d, c + 1) - at(r + d, c - 1)
                gy += at(r + 1, c + d) - at(r - 1, c + d)
            row.append(min(abs(gx) + abs(gy), 255))
        out.append(row)
    return out
