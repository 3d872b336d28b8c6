package main

import "fmt"

type Point struct {
	X, Y int64
}

// PolygonArea uses the shoelace formula; the result does not depend on the orientation of the vertices.
func PolygonArea(vertices []Point) float64 {
	var twiceSigned int64
	n := len(vertices)
	for i := 0; i < n; i++ {
		a, b := vertices[i], vertices[(i+1)%n]
		twiceSigned += a.X*b.Y - b.X*a.Y
	}
	if twiceSigned < 0 {
		twiceSigned = -twiceSigned
	}
	return float64(twiceSigned) / 2
}

// polygonArea is the AlgoREval+ interface: the vertices as [x, y] pairs.
func polygonArea(vertices [][2]int) float64 {
	points := make([]Point, len(vertices))
	for i, v := range vertices {
		points[i] = Point{int64(v[0]), int64(v[1])}
	}
	return PolygonArea(points)
}

func main() {
	polygons := [][]Point{
		{{-3, -2}, {5, -1}, {4, 4}, {1, 1}, {-2, 5}},
		{{0, 0}, {0, 7}, {3, 3}, {6, 6}, {7, -2}},
		{{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}},
	}
	for _, vertices := range polygons {
		fmt.Printf("%.1f\n", PolygonArea(vertices))
	}
}
