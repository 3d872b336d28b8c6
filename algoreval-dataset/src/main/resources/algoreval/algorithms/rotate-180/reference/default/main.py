def rotate180(image):
    # Reverse the order of the rows and the order of the pixels within each row.
    return [list(reversed(row)) for row in reversed(image)]


if __name__ == "__main__":
    image = [
        [12, 250, 37, 8, 199, 64],
        [0, 73, 145, 220, 5, 91],
        [255, 18, 102, 47, 166, 30],
        [81, 134, 9, 177, 240, 56],
        [23, 210, 68, 113, 1, 150],
    ]
    for row in rotate180(image):
        print(" ".join(str(v) for v in row))
