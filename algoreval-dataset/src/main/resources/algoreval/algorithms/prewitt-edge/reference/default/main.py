def prewittEdge(image):
    rows = len(image)
    cols = len(image[0]) if rows else 0

    def px(r, c):
        # Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
        return image[min(max(r, 0), rows - 1)][min(max(c, 0), cols - 1)]

    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            gx = sum(px(i + d, j + 1) - px(i + d, j - 1) for d in (-1, 0, 1))
            gy = sum(px(i + 1, j + d) - px(i - 1, j + d) for d in (-1, 0, 1))
            result[i][j] = min(255, abs(gx) + abs(gy))
    return result


if __name__ == "__main__":
    image = [
        [20, 22, 25, 60, 110, 115],
        [21, 24, 30, 75, 112, 118],
        [23, 26, 45, 90, 108, 120],
        [40, 55, 70, 85, 95, 100],
        [80, 90, 88, 70, 60, 52],
    ]
    for row in prewittEdge(image):
        print(" ".join(str(v) for v in row))
