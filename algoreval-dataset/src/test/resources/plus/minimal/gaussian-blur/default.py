# Minimal: the weighted 3x3 sum per pixel with clamped coordinates, then (S + 8) // 16; O(rows*cols*9).
def gaussianBlur(image):
    rows = len(image)
    cols = len(image[0])
    weights = [[1, 2, 1], [2, 4, 2], [1, 2, 1]]
    out = []
    for r in range(rows):
        row = []
        for c in range(cols):
            s = 0
            for i in range(3):
                for j in range(3):
                    rr = min(max(r + i - 1, 0), rows - 1)
                    cc = min(max(c + j - 1, 0), cols - 1)
                    s += weights[i][j] * image[rr][cc]
            row.append((s + 8) // 16)
        out.append(row)
    return out
