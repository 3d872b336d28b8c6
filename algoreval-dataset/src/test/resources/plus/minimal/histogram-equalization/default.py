# Minimal: a 256-bin histogram, its running sum, and the stated formula with halves rounded up in integers.
def histogramEqualization(image):
    counts = [0] * 256
    n = 0
    for row in image:
        for v in row:
            counts[v] += 1
            n += 1
    cdf = [0] * 256
    running = 0
    for v in range(256):
        running += counts[v]
        cdf[v] = running
    cdf_min = 0
    for v in range(256):
        if cdf[v] > 0:
            cdf_min = cdf[v]
            break
    den = n - cdf_min
    table = [0] * 256
    for v in range(256):
        num = (cdf[v] - cdf_min) * 255
        table[v] = (2 * num + den) // (2 * den)
    return [[table[v] for v in row] for row in image]
