# Minimal: both 3x3 kernels applied to clamped neighbours, round(sqrt(Gx^2 + Gy^2)) with halves up, capped at 255.
import math


def sobelEdge(image):
    rows = len(image)
    cols = len(image[0])
    kx = [[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]]
    ky = [[-1, -2, -1], [0, 0, 0], [1, 2, 1]]
    out = []
    for r in range(rows):
        row = []
        for c in range(cols):
            gx = 0
            gy = 0
            for i in range(3):
                for j in range(3):
                    v = image[min(max(r + i - 1, 0), rows - 1)][min(max(c + j - 1, 0), cols - 1)]
                    gx += kx[i][j] * v
                    gy += ky[i][j] * v
            row.append(min(int(math.floor(math.sqrt(gx * gx + gy * gy) + 0.5)), 255))
        out.append(row)
    return out
