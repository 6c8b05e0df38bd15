module tachanka

go 1.26.8
