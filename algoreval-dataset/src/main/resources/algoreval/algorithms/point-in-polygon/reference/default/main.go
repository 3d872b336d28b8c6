package main

import "fmt"

type Point struct {
	X, Y float64
}

func PointInPolygon(polygon []Point, p Point) bool {
	inside := false
	n := len(polygon)
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		a, b := polygon[i], polygon[j]
		// Count crossings of the ray going right from p; the half-open test counts a vertex
		// on the ray exactly once and skips horizontal edges.
		if (a.Y > p.Y) != (b.Y > p.Y) {
			xCross := a.X + (p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y)
			if p.X < xCross {
				inside = !inside
			}
		}
	}
	return inside
}

// pointInPolygon is the AlgoREval+ interface: [x, y] pairs for the polygon, the point as its two coordinates.
func pointInPolygon(polygon [][2]int, point []int) bool {
	vertices := make([]Point, len(polygon))
	for i, v := range polygon {
		vertices[i] = Point{float64(v[0]), float64(v[1])}
	}
	return PointInPolygon(vertices, Point{float64(point[0]), float64(point[1])})
}

func main() {
	polygon := []Point{{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}}
	queries := []Point{{1, 3}, {4, 1}, {4, 5}, {7, 4}, {3, 4}, {5, 2}, {9, 2}, {-1, 2},
		{3, 2}, {5, 6}, {-2, 0}, {4, 3}}
	for _, q := range queries {
		verdict := "outside"
		if PointInPolygon(polygon, q) {
			verdict = "inside"
		}
		fmt.Printf("%d %d %s\n", int(q.X), int(q.Y), verdict)
	}
}
