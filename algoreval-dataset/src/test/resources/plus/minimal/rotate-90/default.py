# Minimal: clockwise, output pixel (r, c) of the C x R result is input pixel (R-1-c, r).
def rotate90(image):
    rows = len(image)
    cols = len(image[0])
    return [[image[rows - 1 - c][r] for c in range(rows)] for r in range(cols)]
