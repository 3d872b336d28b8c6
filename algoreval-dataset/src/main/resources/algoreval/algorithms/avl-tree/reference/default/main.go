package main

import (
	"fmt"
	"strings"
)

type node struct {
	key, height int
	left, right *node
}

func height(n *node) int {
	if n == nil {
		return 0
	}
	return n.height
}

func update(n *node) {
	n.height = 1 + max(height(n.left), height(n.right))
}

func max(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func balance(n *node) int {
	return height(n.left) - height(n.right)
}

func rotateRight(y *node) *node {
	x := y.left
	y.left = x.right
	x.right = y
	update(y)
	update(x)
	return x
}

func rotateLeft(x *node) *node {
	y := x.right
	x.right = y.left
	y.left = x
	update(x)
	update(y)
	return y
}

func rebalance(n *node) *node {
	update(n)
	if balance(n) > 1 {
		if balance(n.left) < 0 {
			n.left = rotateLeft(n.left)
		}
		return rotateRight(n)
	}
	if balance(n) < -1 {
		if balance(n.right) > 0 {
			n.right = rotateRight(n.right)
		}
		return rotateLeft(n)
	}
	return n
}

func insertNode(n *node, key int) *node {
	if n == nil {
		return &node{key: key, height: 1}
	}
	if key < n.key {
		n.left = insertNode(n.left, key)
	} else if key > n.key {
		n.right = insertNode(n.right, key)
	} else {
		return n
	}
	return rebalance(n)
}

func removeNode(n *node, key int) *node {
	if n == nil {
		return nil
	}
	if key < n.key {
		n.left = removeNode(n.left, key)
	} else if key > n.key {
		n.right = removeNode(n.right, key)
	} else if n.left == nil {
		return n.right
	} else if n.right == nil {
		return n.left
	} else {
		successor := n.right
		for successor.left != nil {
			successor = successor.left
		}
		n.key = successor.key
		n.right = removeNode(n.right, successor.key)
	}
	return rebalance(n)
}

type AVLTree struct {
	root *node
}

// NewAVLTree returns an empty tree (the AlgoREval+ interface's constructor).
func NewAVLTree() *AVLTree { return &AVLTree{} }

func (t *AVLTree) Insert(key int) { t.root = insertNode(t.root, key) }

func (t *AVLTree) Remove(key int) { t.root = removeNode(t.root, key) }

// Preorder returns the (key, height) pairs of the tree in pre-order.
func (t *AVLTree) Preorder() [][2]int {
	var out [][2]int
	var visit func(n *node)
	visit = func(n *node) {
		if n == nil {
			return
		}
		out = append(out, [2]int{n.key, n.height})
		visit(n.left)
		visit(n.right)
	}
	visit(t.root)
	return out
}

func formatPreorder(t *AVLTree) string {
	var parts []string
	for _, kh := range t.Preorder() {
		parts = append(parts, fmt.Sprintf("%d:%d", kh[0], kh[1]))
	}
	return strings.Join(parts, " ")
}

func main() {
	inserts := []int{50, 30, 70, 20, 40, 10, 60, 80, 90, 35, 37, 65, 62, 55, 45, 40, 85}
	removals := []int{20, 50, 37, 90, 99, 60, 80, 85}
	tree := &AVLTree{}
	for _, key := range inserts {
		tree.Insert(key)
	}
	fmt.Println(formatPreorder(tree))
	for _, key := range removals {
		tree.Remove(key)
	}
	fmt.Println(formatPreorder(tree))
}
