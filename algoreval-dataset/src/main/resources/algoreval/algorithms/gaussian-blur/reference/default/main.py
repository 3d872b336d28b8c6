KERNEL = [[1, 2, 1], [2, 4, 2], [1, 2, 1]]


def gaussianBlur(image):
    rows = len(image)
    cols = len(image[0]) if rows else 0
    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            total = 0
            for di in range(-1, 2):
                for dj in range(-1, 2):
                    # Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
                    r = min(max(i + di, 0), rows - 1)
                    c = min(max(j + dj, 0), cols - 1)
                    total += KERNEL[di + 1][dj + 1] * image[r][c]
            result[i][j] = (total + 8) // 16
    return result


if __name__ == "__main__":
    image = [
        [10, 200, 35, 90, 255, 0],
        [120, 45, 180, 60, 15, 220],
        [250, 5, 77, 140, 199, 33],
        [64, 128, 0, 211, 90, 175],
        [30, 240, 100, 8, 160, 66],
        [185, 12, 230, 150, 40, 95],
    ]
    for row in gaussianBlur(image):
        print(" ".join(str(v) for v in row))
