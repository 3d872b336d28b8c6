def polygonArea(vertices):
    n = len(vertices)
    twice_signed = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice_signed += x1 * y2 - x2 * y1
    return abs(twice_signed) / 2


if __name__ == "__main__":
    polygons = [
        [[-3, -2], [5, -1], [4, 4], [1, 1], [-2, 5]],
        [[0, 0], [0, 7], [3, 3], [6, 6], [7, -2]],
        [[0, 0], [8, 0], [8, 6], [6, 6], [6, 2], [4, 4], [2, 2], [2, 6], [0, 6]],
    ]
    for vertices in polygons:
        print(f"{polygonArea(vertices):.1f}")
