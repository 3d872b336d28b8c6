package main

import (
	"fmt"
	"math"
	"sort"
)

type Point struct {
	X, Y int64
}

func less(a, b Point) bool {
	if a.X != b.X {
		return a.X < b.X
	}
	return a.Y < b.Y
}

func dist2(a, b Point) int64 {
	dx, dy := a.X-b.X, a.Y-b.Y
	return dx*dx + dy*dy
}

// ClosestPair returns the two points of points (at least two) at minimum distance.
func ClosestPair(points []Point) (Point, Point) {
	pts := append([]Point(nil), points...)
	sort.Slice(pts, func(i, j int) bool { return less(pts[i], pts[j]) })
	bestD2 := int64(math.MaxInt64)
	var bestP, bestQ Point
	consider := func(a, b Point) {
		if d := dist2(a, b); d < bestD2 {
			bestD2, bestP, bestQ = d, a, b
		}
	}
	var solve func(s []Point)
	solve = func(s []Point) {
		if len(s) <= 3 {
			for i := range s {
				for j := i + 1; j < len(s); j++ {
					consider(s[i], s[j])
				}
			}
			return
		}
		mid := len(s) / 2
		midX := s[mid].X
		solve(s[:mid])
		solve(s[mid:])
		var strip []Point
		for _, p := range s {
			if dx := p.X - midX; dx*dx < bestD2 {
				strip = append(strip, p)
			}
		}
		sort.Slice(strip, func(i, j int) bool { return strip[i].Y < strip[j].Y })
		for i := range strip {
			for j := i + 1; j < len(strip); j++ {
				if dy := strip[j].Y - strip[i].Y; dy*dy >= bestD2 {
					break
				}
				consider(strip[i], strip[j])
			}
		}
	}
	solve(pts)
	return bestP, bestQ
}

// closestPair is the AlgoREval+ interface: int coordinates in, the two points as a list.
func closestPair(points [][2]int) [][2]int {
	pts := make([]Point, len(points))
	for i, c := range points {
		pts[i] = Point{int64(c[0]), int64(c[1])}
	}
	p, q := ClosestPair(pts)
	return [][2]int{{int(p.X), int(p.Y)}, {int(q.X), int(q.Y)}}
}

func main() {
	points := []Point{{3, 9}, {-4, 2}, {7, -3}, {0, 0}, {12, 5}, {-6, -7}, {4, 3}, {9, 10},
		{-2, 8}, {5, 1}, {1, -5}, {10, -8}, {-9, 3}, {4, -6}, {8, 4}, {-7, -3}}
	p, q := ClosestPair(points)
	if less(q, p) {
		p, q = q, p
	}
	fmt.Printf("%.4f\n", math.Sqrt(float64(dist2(p, q))))
	fmt.Printf("%d %d\n", p.X, p.Y)
	fmt.Printf("%d %d\n", q.X, q.Y)
}
