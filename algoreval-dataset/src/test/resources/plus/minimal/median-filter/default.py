# Minimal: gather the 9 clamped window values per pixel, sort them, take the 5th; O(rows*cols*9 log 9).
def medianFilter(image):
    rows = len(image)
    cols = len(image[0])
    out = []
    for r in range(rows):
        row = []
        for c in range(cols):
            window = []
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr = min(max(r + dr, 0), rows - 1)
                    cc = min(max(c + dc, 0), cols - 1)
                    window.append(image[rr][cc])
            window.sort()
            row.append(window[4])
        out.append(row)
    return out
