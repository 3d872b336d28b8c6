# Minimal: output pixel (r, c) is input pixel (rows-1-r, cols-1-c).
def rotate180(image):
    rows = len(image)
    cols = len(image[0])
    return [[image[rows - 1 - r][cols - 1 - c] for c in range(cols)] for r in range(rows)]
