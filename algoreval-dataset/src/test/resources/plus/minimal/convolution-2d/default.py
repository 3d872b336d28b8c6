# Minimal: the convolution sum written out per pixel (kernel cell (k1, k2) from the centre times image pixel (-k1, -k2)), zero padding; O(rows*cols*k*k).
def convolve2d(image, kernel):
    rows = len(image)
    cols = len(image[0])
    k = len(kernel)
    h = (k - 1) // 2
    out = []
    for r in range(rows):
        row = []
        for c in range(cols):
            total = 0
            for i in range(k):
                for j in range(k):
                    rr = r - (i - h)
                    cc = c - (j - h)
                    if 0 <= rr < rows and 0 <= cc < cols:
                        total += kernel[i][j] * image[rr][cc]
            row.append(total)
        out.append(row)
    return out
