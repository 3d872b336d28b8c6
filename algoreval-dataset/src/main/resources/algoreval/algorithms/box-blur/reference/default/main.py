def boxBlur(image):
    rows = len(image)
    cols = len(image[0]) if rows else 0
    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            total = 0
            count = 0
            for r in range(max(0, i - 1), min(rows, i + 2)):
                for c in range(max(0, j - 1), min(cols, j + 2)):
                    total += image[r][c]
                    count += 1
            result[i][j] = total // count
    return result


if __name__ == "__main__":
    image = [
        [0, 255, 10, 20, 30, 200],
        [100, 50, 0, 255, 128, 64],
        [7, 8, 9, 250, 251, 252],
        [255, 0, 255, 0, 255, 0],
        [13, 200, 31, 99, 180, 3],
    ]
    for row in boxBlur(image):
        print(" ".join(str(v) for v in row))
