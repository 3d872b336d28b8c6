# Minimal: a direct 3x3 window per pixel over the in-image neighbours, floor(sum / count); O(rows*cols*9).
def boxBlur(image):
    rows = len(image)
    cols = len(image[0])
    out = []
    for r in range(rows):
        row = []
        for c in range(cols):
            total = 0
            count = 0
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr = r + dr
                    cc = c + dc
                    if 0 <= rr < rows and 0 <= cc < cols:
                        total += image[rr][cc]
                        count += 1
            row.append(total // count)
        out.append(row)
    return out
