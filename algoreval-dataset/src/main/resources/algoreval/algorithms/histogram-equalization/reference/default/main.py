def histogramEqualization(image):
    rows = len(image)
    cols = len(image[0]) if rows else 0
    total = rows * cols
    hist = [0] * 256
    for row in image:
        for v in row:
            hist[v] += 1
    cdf = [0] * 256
    running = 0
    for v in range(256):
        running += hist[v]
        cdf[v] = running
    cdf_min = next(c for c in cdf if c > 0)
    denom = total - cdf_min
    mapping = [0] * 256
    for v in range(256):
        if hist[v] and denom > 0:
            # round((cdf - cdf_min) * 255 / denom) with halves rounded up, in exact integer arithmetic
            mapping[v] = (2 * (cdf[v] - cdf_min) * 255 + denom) // (2 * denom)
    return [[mapping[v] for v in row] for row in image]


if __name__ == "__main__":
    image = [
        [52, 55, 61, 66, 70, 61],
        [63, 59, 55, 90, 109, 85],
        [62, 59, 68, 113, 144, 104],
        [63, 58, 71, 122, 154, 106],
        [67, 61, 68, 104, 126, 88],
        [70, 65, 63, 79, 85, 71],
    ]
    for row in histogramEqualization(image):
        print(" ".join(str(v) for v in row))
