# Contract-minimal: every threshold tried with the requirement's formula in floating point, the first
# maximum kept (the contract promises no near ties, so rounding never decides).
def otsuThreshold(image):
    counts = [0] * 256
    for row in image:
        for v in row:
            counts[v] += 1
    total = sum(counts)
    best_t, best = None, -1.0
    for t in range(255):
        n0 = sum(counts[:t + 1])
        n1 = total - n0
        if n0 == 0 or n1 == 0:
            continue
        mu0 = sum(v * counts[v] for v in range(t + 1)) / n0
        mu1 = sum(v * counts[v] for v in range(t + 1, 256)) / n1
        variance = (n0 / total) * (n1 / total) * (mu0 - mu1) ** 2
        if variance > best:
            best_t, best = t, variance
    return best_t
