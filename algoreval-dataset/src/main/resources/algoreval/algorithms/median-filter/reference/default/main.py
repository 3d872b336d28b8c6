def medianFilter(image):
    rows = len(image)
    cols = len(image[0]) if rows else 0
    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            window = []
            for di in (-1, 0, 1):
                for dj in (-1, 0, 1):
                    # Replicate the border so every window holds exactly 9 values.
                    r = min(max(i + di, 0), rows - 1)
                    c = min(max(j + dj, 0), cols - 1)
                    window.append(image[r][c])
            window.sort()
            result[i][j] = window[4]
    return result


if __name__ == "__main__":
    image = [
        [100, 102, 255, 98, 97, 0, 95],
        [101, 0, 99, 100, 255, 96, 94],
        [103, 104, 100, 30, 98, 97, 255],
        [255, 105, 101, 99, 0, 93, 92],
        [106, 107, 0, 102, 100, 255, 90],
        [108, 255, 109, 103, 101, 91, 0],
    ]
    for row in medianFilter(image):
        print(" ".join(str(v) for v in row))
