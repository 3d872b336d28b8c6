package main

import (
	"container/heap"
	"fmt"
	"sort"
	"strings"
)

type node struct {
	weight      int
	seq         int
	symbol      byte
	left, right *node
}

// nodeHeap is a min-heap of trees by weight, then by creation order.
type nodeHeap []*node

func (h nodeHeap) Len() int { return len(h) }
func (h nodeHeap) Less(i, j int) bool {
	if h[i].weight != h[j].weight {
		return h[i].weight < h[j].weight
	}
	return h[i].seq < h[j].seq
}
func (h nodeHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *nodeHeap) Push(x interface{}) { *h = append(*h, x.(*node)) }
func (h *nodeHeap) Pop() interface{} {
	old := *h
	n := old[len(old)-1]
	*h = old[:len(old)-1]
	return n
}

func assignLengths(n *node, depth int, lengths map[byte]int) {
	if n.left == nil {
		if depth < 1 {
			depth = 1
		}
		lengths[n.symbol] = depth
		return
	}
	assignLengths(n.left, depth+1, lengths)
	assignLengths(n.right, depth+1, lengths)
}

func huffmanCodes(text string) map[byte]string {
	counts := map[byte]int{}
	for i := 0; i < len(text); i++ {
		counts[text[i]]++
	}
	symbols := make([]byte, 0, len(counts))
	for c := range counts {
		symbols = append(symbols, c)
	}
	sort.Slice(symbols, func(i, j int) bool { return symbols[i] < symbols[j] })
	h := &nodeHeap{}
	seq := 0
	for _, c := range symbols {
		heap.Push(h, &node{weight: counts[c], seq: seq, symbol: c})
		seq++
	}
	for h.Len() > 1 {
		a := heap.Pop(h).(*node)
		b := heap.Pop(h).(*node)
		heap.Push(h, &node{weight: a.weight + b.weight, seq: seq, left: a, right: b})
		seq++
	}
	lengths := map[byte]int{}
	assignLengths(heap.Pop(h).(*node), 0, lengths)

	sort.Slice(symbols, func(i, j int) bool {
		li, lj := lengths[symbols[i]], lengths[symbols[j]]
		if li != lj {
			return li < lj
		}
		return symbols[i] < symbols[j]
	})
	codes := map[byte]string{}
	code, prevLen := 0, 0
	for _, c := range symbols {
		length := lengths[c]
		code <<= uint(length - prevLen)
		codes[c] = fmt.Sprintf("%0*b", length, code)
		prevLen = length
		code++
	}
	return codes
}

func huffmanEncode(text string, codes map[byte]string) string {
	var sb strings.Builder
	for i := 0; i < len(text); i++ {
		sb.WriteString(codes[text[i]])
	}
	return sb.String()
}

func main() {
	text := "ffabdddadgcbfaafgdadddadbffaafdagebcb"
	codes := huffmanCodes(text)
	symbols := make([]byte, 0, len(codes))
	for c := range codes {
		symbols = append(symbols, c)
	}
	sort.Slice(symbols, func(i, j int) bool { return symbols[i] < symbols[j] })
	for _, c := range symbols {
		fmt.Printf("%c %s\n", c, codes[c])
	}
	encoded := huffmanEncode(text, codes)
	fmt.Println(len(encoded))
	fmt.Println(encoded)
}
