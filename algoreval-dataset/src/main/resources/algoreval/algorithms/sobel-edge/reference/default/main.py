import math


def sobelEdge(image):
    rows = len(image)
    cols = len(image[0]) if rows else 0

    def px(r, c):
        # Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
        return image[min(max(r, 0), rows - 1)][min(max(c, 0), cols - 1)]

    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            gx = (px(i - 1, j + 1) + 2 * px(i, j + 1) + px(i + 1, j + 1)
                  - px(i - 1, j - 1) - 2 * px(i, j - 1) - px(i + 1, j - 1))
            gy = (px(i + 1, j - 1) + 2 * px(i + 1, j) + px(i + 1, j + 1)
                  - px(i - 1, j - 1) - 2 * px(i - 1, j) - px(i - 1, j + 1))
            # gx^2 + gy^2 is an integer, so its square root is never exactly halfway
            magnitude = math.floor(math.sqrt(gx * gx + gy * gy) + 0.5)
            result[i][j] = min(255, magnitude)
    return result


if __name__ == "__main__":
    image = [
        [10, 12, 15, 40, 70, 72, 75],
        [11, 14, 22, 50, 68, 74, 77],
        [13, 18, 35, 58, 66, 71, 60],
        [30, 42, 48, 52, 45, 40, 38],
        [70, 75, 60, 41, 30, 25, 20],
    ]
    for row in sobelEdge(image):
        print(" ".join(str(v) for v in row))
