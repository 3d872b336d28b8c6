def convolve2d(image, kernel):
    rows = len(image)
    cols = len(image[0]) if rows else 0
    k = len(kernel)
    half = k // 2
    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            total = 0
            for a in range(k):
                for b in range(k):
                    # True convolution: kernel cell (a, b) meets the pixel mirrored through the centre.
                    r = i + half - a
                    c = j + half - b
                    if 0 <= r < rows and 0 <= c < cols:
                        total += kernel[a][b] * image[r][c]
            result[i][j] = total
    return result


if __name__ == "__main__":
    image = [
        [12, 40, 87, 150, 200, 180, 95],
        [30, 65, 120, 210, 240, 160, 70],
        [55, 90, 35, 100, 185, 130, 45],
        [80, 145, 60, 20, 90, 220, 110],
        [25, 170, 205, 75, 15, 60, 140],
        [5, 100, 230, 250, 120, 35, 10],
    ]
    kernel = [
        [-1, 0, 2],
        [-2, 1, 1],
        [0, 3, -1],
    ]
    for row in convolve2d(image, kernel):
        print(" ".join(str(v) for v in row))
