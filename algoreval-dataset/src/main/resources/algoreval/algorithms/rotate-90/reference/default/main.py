def rotate90(image):
    rows = len(image)
    cols = len(image[0]) if rows else 0
    # Row r of the result is column r of the input read from the bottom row upwards.
    return [[image[rows - 1 - i][r] for i in range(rows)] for r in range(cols)]


if __name__ == "__main__":
    image = [
        [11, 22, 33, 44, 55, 66, 77],
        [5, 0, 255, 128, 64, 32, 16],
        [90, 80, 70, 60, 50, 40, 30],
        [1, 2, 3, 4, 5, 6, 7],
        [200, 150, 100, 75, 25, 12, 9],
    ]
    for row in rotate90(image):
        print(" ".join(str(v) for v in row))
