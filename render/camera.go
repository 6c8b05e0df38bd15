package render

import "tachanka/render/mapview"

// Camera is the shared map view's camera.
type Camera = mapview.Camera
