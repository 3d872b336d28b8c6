package main

import (
	"fmt"
	"sort"
)

type Point struct {
	X, Y int
}

func cross(o, a, b Point) int {
	return (a.X-o.X)*(b.Y-o.Y) - (a.Y-o.Y)*(b.X-o.X)
}

func convexHullOf(points []Point) []Point {
	sorted := append([]Point(nil), points...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].X != sorted[j].X {
			return sorted[i].X < sorted[j].X
		}
		return sorted[i].Y < sorted[j].Y
	})
	var pts []Point
	for i, p := range sorted {
		if i == 0 || p != sorted[i-1] {
			pts = append(pts, p)
		}
	}
	if len(pts) <= 2 {
		return pts
	}

	var lower []Point
	for _, p := range pts {
		for len(lower) >= 2 && cross(lower[len(lower)-2], lower[len(lower)-1], p) <= 0 {
			lower = lower[:len(lower)-1]
		}
		lower = append(lower, p)
	}
	var upper []Point
	for i := len(pts) - 1; i >= 0; i-- {
		p := pts[i]
		for len(upper) >= 2 && cross(upper[len(upper)-2], upper[len(upper)-1], p) <= 0 {
			upper = upper[:len(upper)-1]
		}
		upper = append(upper, p)
	}
	return append(lower[:len(lower)-1], upper[:len(upper)-1]...)
}

// convexHull is the AlgoREval+ interface: [x, y] pairs in and out.
func convexHull(points [][2]int) [][2]int {
	pts := make([]Point, len(points))
	for i, c := range points {
		pts[i] = Point{c[0], c[1]}
	}
	hull := [][2]int{}
	for _, p := range convexHullOf(pts) {
		hull = append(hull, [2]int{p.X, p.Y})
	}
	return hull
}

func main() {
	points := []Point{{0, 3}, {2, 2}, {4, 4}, {0, 0}, {1, 2}, {3, 1}, {3, 3},
		{2, 0}, {4, 0}, {0, 3}, {4, 2}, {-1, 2}, {2, 2}}
	for _, p := range convexHullOf(points) {
		fmt.Printf("%d %d\n", p.X, p.Y)
	}
}
