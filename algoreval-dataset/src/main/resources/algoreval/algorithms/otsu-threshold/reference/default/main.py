def otsuThreshold(image):
    hist = [0] * 256
    for row in image:
        for v in row:
            hist[v] += 1
    total = sum(hist)
    sum_all = sum(v * hist[v] for v in range(256))
    best_t, best_num, best_den = 0, -1, 1
    count0 = 0
    sum0 = 0
    for t in range(256):
        count0 += hist[t]
        sum0 += t * hist[t]
        count1 = total - count0
        if count0 == 0 or count1 == 0:
            continue
        # w0 * w1 * (mean0 - mean1)^2 = (total * sum0 - count0 * sum_all)^2 / (total^2 * count0 * count1);
        # compared as exact fractions, so different splits with equal variances tie (floats may not)
        num = (total * sum0 - count0 * sum_all) ** 2
        den = count0 * count1
        if num * best_den > best_num * den:  # strict: keeps the smallest maximising t
            best_t, best_num, best_den = t, num, den
    return best_t


def binarize(image, t):
    return [[255 if v > t else 0 for v in row] for row in image]


if __name__ == "__main__":
    image = [
        [34, 41, 38, 52, 170, 185, 190],
        [29, 45, 60, 160, 178, 201, 188],
        [36, 48, 95, 172, 140, 195, 210],
        [40, 33, 57, 120, 166, 182, 176],
        [27, 62, 44, 88, 150, 199, 205],
        [31, 39, 70, 110, 158, 174, 168],
    ]
    t = otsuThreshold(image)
    print(t)
    for row in binarize(image, t):
        print(" ".join(str(v) for v in row))
