# Minimal: the shoelace formula in exact integers, halved at the end.
def polygonArea(vertices):
    n = len(vertices)
    twice = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice += x1 * y2 - x2 * y1
    return abs(twice) / 2
